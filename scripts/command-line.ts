/**
 * The command line of every script that takes options (the owner's commands, the benches, the
 * screenshots): node:util's parseArgs, strict (an unknown or misspelt option is an error, not
 * ignored), `--name=value` or `--name value`, positionals allowed, and `--help` / `-h` built in.
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'

type WithHelp<O extends ParseArgsOptionsConfig> = O & { help: { type: 'boolean'; short: 'h' } }

export type CommandLine<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; allowPositionals: true; strict: true; options: WithHelp<O> }>
>

/** Thrown by parseCommandLine: the message names the option, the usage follows it. */
export class CommandLineError extends Error {}

/** The parsed options and positionals; throws CommandLineError with `usage` on a bad command line. */
export function parseCommandLine<const O extends ParseArgsOptionsConfig>(
  argv: string[],
  options: O,
  usage: string,
): CommandLine<O> {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { ...options, help: { type: 'boolean', short: 'h' } } as WithHelp<O>,
    })
  } catch (error) {
    throw new CommandLineError(`${(error as Error).message}\n${usage}`)
  }
}

/**
 * For a command's main() or a script's top level: the parsed command line (passed through `read`,
 * which may throw CommandLineError for a value it refuses), or the exit code when there is nothing
 * more to do: 0 after printing the usage for --help, 2 after printing what is wrong and the usage.
 */
export function readCommandLine<const O extends ParseArgsOptionsConfig, R = CommandLine<O>>(
  argv: string[],
  options: O,
  usage: string,
  read: (line: CommandLine<O>) => R = (line) => line as R,
): R | { exit: 0 | 2 } {
  try {
    const line = parseCommandLine(argv, options, usage)
    if ((line.values as { help?: boolean }).help) {
      console.info(usage)
      return { exit: 0 }
    }
    return read(line)
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error
    console.error(error.message)
    return { exit: 2 }
  }
}
