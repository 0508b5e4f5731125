/** The frameworks whose private behaviour the boot path relies on, each behind one seam (README.md). */
export type Framework = 'React Router' | 'React' | 'sonner'

/**
 * A framework's private output or source no longer looks as the seam expects (an upgrade changed
 * it): thrown by the seam, so the build or the fixture test fails instead of the site silently
 * losing the behaviour. The message names the framework, what is missing, and the checklist.
 */
export class FrameworkChangedError extends Error {
  override name = 'FrameworkChangedError'
  constructor(framework: Framework, what: string) {
    super(
      `${framework} changed: ${what}. Follow "Upgrading ${framework}" in app/boot/README.md ` +
        '(re-check the seam, refresh its fixture).',
    )
  }
}
