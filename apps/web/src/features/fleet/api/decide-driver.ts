import { driverDetailSchema, type DriverDetail, type DriverFineRequest } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { fleetKeys } from './fleet-keys';

/** The security service's actions on a driver; each answers the driver as it now stands. */
export type DriverDecision =
  | { action: 'approve'; id: string; version: number }
  | { action: 'reject'; id: string; version: number; comment: string }
  | { action: 'blacklist'; id: string; reason: string }
  | { action: 'unblacklist'; id: string; reason: string }
  | { action: 'fines'; id: string; fine: DriverFineRequest };

export function decideDriver(decision: DriverDecision): Promise<DriverDetail> {
  const path = `/drivers/${encodeURIComponent(decision.id)}/${decision.action}`;
  let body: unknown;
  switch (decision.action) {
    case 'approve':
      body = { version: decision.version };
      break;
    case 'reject':
      body = { version: decision.version, comment: decision.comment };
      break;
    case 'blacklist':
    case 'unblacklist':
      body = { reason: decision.reason };
      break;
    case 'fines':
      body = decision.fine;
      break;
  }
  // Each screen reports the outcome in its own words ('Error adding to blacklist:').
  return http.post(path, driverDetailSchema, body, { showErrors: false });
}

export function useDecideDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDriver,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
