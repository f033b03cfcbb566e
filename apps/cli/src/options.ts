// Argument parsers shared by commands; commander turns InvalidArgumentError into "error: option … is
// invalid" with exit code 1.
import { InvalidArgumentError } from 'commander';

export function integerInRange(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!/^[+-]?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`expected an integer from ${min} to ${max}.`);
    }
    return n;
  };
}
