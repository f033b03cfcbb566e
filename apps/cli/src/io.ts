// Where a command's text goes. Injected rather than writing to process streams directly, so tests run
// commands in-process and assert on exactly what a user would see.
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

export const processIo: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};
