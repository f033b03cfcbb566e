// A CliIo that records output, for tests.
import type { CliIo } from './io.ts';

export interface CapturedIo extends CliIo {
  out: () => string;
  err: () => string;
}

export function captureIo(): CapturedIo {
  let out = '';
  let err = '';
  return {
    stdout: (text) => void (out += text),
    stderr: (text) => void (err += text),
    out: () => out,
    err: () => err,
  };
}
