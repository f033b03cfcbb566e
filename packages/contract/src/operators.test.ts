import { operators } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors.ts';
import { featureIds } from './features.ts';
import { operatorContract, operatorContracts, operatorStepSchema } from './operators.ts';

describe('operator contracts', () => {
  it('name every registry operator, gate it by a known feature and nothing else', () => {
    expect(Object.keys(operatorContracts).sort()).toEqual(operators.map((o) => o.id).sort());
    for (const contract of Object.values(operatorContracts)) expect(featureIds).toContain(contract.feature);
  });

  it('validate and default a step, and refuse unknown operators or bad parameters', () => {
    expect(operatorStepSchema.parse({ op: 'level.plane' })).toEqual({ op: 'level.plane', params: {} });
    expect(operatorStepSchema.safeParse({ op: 'no.such-op', params: {} }).success).toBe(false);
    expect(operatorStepSchema.safeParse({ op: 'level.plane', params: { bogus: 1 } }).success).toBe(false);
    expect(operatorContract('constructor')).toBeUndefined();
  });

  it('uses only catalogue error codes for operator failures', () => {
    for (const code of ['level-consecutive-operators', 'size-mismatch', 'excessive-overlap', 'no-overlap'])
      expect(errorCodes).toContain(code);
  });
});
