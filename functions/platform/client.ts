/**
 * Who is asking: what a host knows about the connection a request came on, and the loopback test
 * that keeps development-only behaviour (the built-in test checkout) off public servers.
 */

/** What the host knows about the connection a request came on. */
export interface ClientInfo {
  /** The connecting peer's IP address (a proxy's, when there is one in front). */
  address?: string
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.replace(/^::ffff:/i, '')
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}

/** The host names a browser on this machine uses: localhost, 127.x.x.x, [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host === '[::1]' || isLoopbackAddress(host)
}

/**
 * A request made on this machine to a loopback name: both the Host it asked for and the address
 * it came from are loopback. A public host name behind a local proxy fails the first check; a
 * forged `Host: localhost` from elsewhere fails the second.
 */
export function isLoopbackRequest(request: Request, client: ClientInfo | undefined): boolean {
  return isLoopbackHost(new URL(request.url).hostname) && isLoopbackAddress(client?.address)
}

/**
 * The client a rate limit counts against. With no trusted proxy (`trustedProxies` 0) it is the
 * connecting address. Behind `n` trusted proxies (TRUST_PROXY=n) it is the X-Forwarded-For entry n
 * places from the right: each proxy appends the address it was connected from, so the last entry is
 * what the proxy next to us saw, and the n-th from the right is what the outermost trusted proxy saw,
 * the client. Everything to the left of it was written by the client and is never read: rotating it
 * does not make a new client. A header with fewer entries than trusted proxies did not come through
 * them; it counts against the connecting address.
 */
export function clientKey(request: Request, client: ClientInfo | undefined, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const entries = request.headers.get('x-forwarded-for')?.split(',') ?? []
    const address = entries.length >= trustedProxies ? entries.at(-trustedProxies)?.trim() : undefined
    if (address) return address.slice(0, 64)
  }
  return client?.address ?? 'unknown'
}
