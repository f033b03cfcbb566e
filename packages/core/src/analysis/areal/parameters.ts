// Every areal parameter, in the order the editor lists them: the one list docs/parameters.md, the
// areal-parameters analysis and `asperity params` read. A new parameter is a defineParameter in its
// group's file plus its entry there.
import type { ParameterDefinition } from '../parameters/define-parameter.ts';
import type { ArealContext } from './areal-context.ts';
import { featureParameters } from './feature-parameters.ts';
import { functionalParameters } from './functional-parameters.ts';
import { generalParameters } from './general-parameters.ts';
import { heightParameters } from './height-parameters.ts';
import { hybridParameters } from './hybrid-parameters.ts';
import { spatialParameters } from './spatial-parameters.ts';

export const arealParameters: readonly ParameterDefinition<ArealContext>[] = [
  ...generalParameters,
  ...heightParameters,
  ...spatialParameters,
  ...hybridParameters,
  ...functionalParameters,
  ...featureParameters,
];
