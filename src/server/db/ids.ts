import { v7 as uuidv7 } from 'uuid';

/** Row ids are made by the app, time-ordered (UUIDv7) so they index well on both dialects. */
export function newId(): string {
  return uuidv7();
}
