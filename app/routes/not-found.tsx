import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { Container } from '#app/components/ui/container.tsx'
import { documentTitle } from '#app/lib/seo.ts'

export const meta = () => [
  { title: documentTitle('Page not found') },
  { name: 'description', content: 'This page could not be found.' },
  { name: 'robots', content: 'noindex' },
]

/** Unknown paths: the server answers 404 with the prerendered copy of this page. */
export default function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <Container className="max-w-2xl py-24 text-center">
      <p className="font-serif text-7xl font-semibold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-4 text-muted-foreground">The page you were looking for has moved or never existed.</p>
      <p className="mt-8">
        <Link to="/" className="text-primary underline">
          Return to Home
        </Link>
      </p>
    </Container>
  )
}
