import { describe, expect, it } from 'vitest'
import { buildInfo } from '#scripts/build/postbuild/build-info.ts'

describe('buildInfo', () => {
  it("Vite's VITE_API_BASE_URL wins over the profile", () => {
    expect(buildInfo({ VITE_API_BASE_URL: 'https://api.example.org' }, 'https://profile.example')).toEqual({
      apiBaseUrl: 'https://api.example.org',
    })
  })

  it("the profile's api.baseUrl when Vite has none, else the same site ('')", () => {
    expect(buildInfo({}, 'https://profile.example')).toEqual({ apiBaseUrl: 'https://profile.example' })
    expect(buildInfo({}, undefined)).toEqual({ apiBaseUrl: '' })
  })

  it('an empty VITE_API_BASE_URL is kept: the pages call the same site, as Vite built them to', () => {
    expect(buildInfo({ VITE_API_BASE_URL: '' }, 'https://profile.example')).toEqual({ apiBaseUrl: '' })
  })
})
