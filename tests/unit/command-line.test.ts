/** The one command-line reader of the owner's commands, the benches and the screenshots. */
import { afterEach, expect, it, vi } from 'vitest'
import { CommandLineError, readCommandLine } from '#scripts/command-line.ts'

const USAGE = 'Usage: npm run example [-- --csv] [--limit N]'
const OPTIONS = { csv: { type: 'boolean' }, limit: { type: 'string' } } as const

afterEach(() => vi.restoreAllMocks())

it('gives the options and the positionals, --name=value or --name value', () => {
  const line = readCommandLine(['remove', '--csv', '--limit', '5'], OPTIONS, USAGE)
  expect(line).toMatchObject({ values: { csv: true, limit: '5' }, positionals: ['remove'] })
  expect(readCommandLine(['--limit=7'], OPTIONS, USAGE)).toMatchObject({ values: { limit: '7' } })
})

it('--help and -h print the usage: exit 0', () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {})
  expect(readCommandLine(['--help'], OPTIONS, USAGE)).toEqual({ exit: 0 })
  expect(readCommandLine(['-h', '--csv'], OPTIONS, USAGE)).toEqual({ exit: 0 })
  expect(info.mock.calls).toEqual([[USAGE], [USAGE]])
})

it('an unknown option, or a value the command refuses, prints why and the usage: exit 2', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(readCommandLine(['--cvs'], OPTIONS, USAGE)).toEqual({ exit: 2 })
  expect(error.mock.calls[0]?.[0]).toMatch(/^Unknown option '--cvs'.*\nUsage: npm run example/s)
  const refuse = () => {
    throw new CommandLineError(`--limit must be a number.\n${USAGE}`)
  }
  expect(readCommandLine(['--limit=x'], OPTIONS, USAGE, refuse)).toEqual({ exit: 2 })
  expect(error.mock.calls[1]).toEqual([`--limit must be a number.\n${USAGE}`])
})
