// Every journey, in the order each engine runs them.
import type { Journey } from '../harness.ts';
import { firstRun } from './first-run.ts';
import { pin } from './pin.ts';
import { receive } from './receive.ts';
import { send } from './send.ts';

export const JOURNEYS: readonly Journey[] = [firstRun, pin, receive, send];
