import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Me } from '../../shared/account.js';
import { updateMe } from './auth-api.js';
import { browserTimeZone } from './browser-time-zone.js';
import { meQueryKey } from './session.js';

/**
 * Gives an account without a time zone this browser's, once per load: an account made with Google, or before
 * accounts had one, gets it on its first signed-in screen. A zone the server refuses is left for the person to choose.
 */
export function useRememberTimeZone(me: Me): void {
  const queryClient = useQueryClient();
  const tried = useRef(false);
  useEffect(() => {
    if (me.timeZone || tried.current) return;
    const timeZone = browserTimeZone();
    if (!timeZone) return;
    tried.current = true;
    updateMe({ timeZone })
      .then((saved) => queryClient.setQueryData(meQueryKey, saved))
      .catch(() => undefined);
  }, [me.timeZone, queryClient]);
}
