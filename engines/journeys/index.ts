// Every journey, in the order each engine runs them.
import type { Journey } from '../harness.ts';
import { firstRun } from './first-run.ts';

export const JOURNEYS: readonly Journey[] = [firstRun];
