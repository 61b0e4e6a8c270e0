// Every journey, in the order each engine runs them.
import type { Journey } from '../harness.ts';
import { backup } from './backup.ts';
import { firstRun } from './first-run.ts';
import { history } from './history.ts';
import { language } from './language.ts';
import { offline } from './offline.ts';
import { pin } from './pin.ts';
import { receive } from './receive.ts';
import { scan } from './scan.ts';
import { send } from './send.ts';

export const JOURNEYS: readonly Journey[] = [
  firstRun,
  pin,
  receive,
  send,
  history,
  backup,
  scan,
  language,
  offline,
];
