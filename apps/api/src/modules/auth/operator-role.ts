import type { OperatorRole } from '@care/shared';
import type { Config } from '../../config.ts';

/**
 * An operator's role comes from the settings, read afresh on every request: taking a number
 * out of ADMIN_MOBILES or SUPPORT_MOBILES ends that person's access at once, tokens or not.
 */
export function operatorRoleOf(
  config: Pick<Config, 'adminMobiles' | 'supportMobiles'>,
  mobile: string,
): OperatorRole | null {
  if (config.adminMobiles.includes(mobile)) return 'admin';
  if (config.supportMobiles.includes(mobile)) return 'support';
  return null;
}

/** Whether an operator of `role` holds the rights of `needed` (admin holds all of support's). */
export const holdsRole = (role: OperatorRole, needed: OperatorRole): boolean =>
  role === 'admin' || needed === 'support';
