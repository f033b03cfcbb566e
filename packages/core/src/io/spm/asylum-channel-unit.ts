// Asylum Research writes one unit for a whole 3D Igor wave ("m"), although its layers hold
// height, phase, potential… The unit of each layer therefore follows from its channel name, the
// way Gwyddion's igorfile module and Asylum's own software label them.

interface ChannelUnitRule {
  readonly pattern: RegExp;
  readonly unit: string;
  /** Whether the channel is the topography itself (others are 'other', even in metres). */
  readonly height: boolean;
}

const rules: readonly ChannelUnitRule[] = [
  { pattern: /^(height|zsensor|z ?sensor|topography|raw ?height)/i, unit: 'm', height: true },
  { pattern: /^(amplitude|amp|deflection|defl|lateral ?deflection|z ?drive)/i, unit: 'm', height: false },
  { pattern: /^phase/i, unit: 'deg', height: false },
  { pattern: /^current/i, unit: 'A', height: false },
  { pattern: /^(frequency|freq)/i, unit: 'Hz', height: false },
  { pattern: /^capacitance/i, unit: 'F', height: false },
  {
    pattern: /^(potential|surface ?potential|voltage|bias|userin|user ?in|inphase|quadrature|lateral)/i,
    unit: 'V',
    height: false,
  },
  { pattern: /^count/i, unit: '', height: false },
];

/** The unit and role of an Asylum channel from its name ("NapPhaseRetrace" → deg), if known. */
export function asylumChannelUnit(channelName: string): { unit: string; height: boolean } | undefined {
  // "Nap" channels are measured on the lift pass; the quantity is what follows.
  const quantity = channelName.replace(/^nap/i, '');
  const rule = rules.find((r) => r.pattern.test(quantity));
  return rule ? { unit: rule.unit, height: rule.height } : undefined;
}
