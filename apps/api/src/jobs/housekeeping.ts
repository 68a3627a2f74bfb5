import { purgeExpiredCredentials } from '../modules/auth/auth.service';

/** The hourly housekeeping job: expired credentials go (the auth module owns them and decides what may go). */
export const runHousekeeping = purgeExpiredCredentials;
