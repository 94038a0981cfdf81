export { command, wholeNumber, type Command, type OptionSpec } from './define';
export { defineCli, defineSingleCli, runCli, type Cli, type CliIo } from './cli';
export { UsageError } from './usage-error';
export { callAdminApi, withServiceDb, type AdminRequest } from './admin-api';
