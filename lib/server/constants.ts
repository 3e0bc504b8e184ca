/** Every key this site writes to Redis starts with this, so a Redis can be shared with other apps. */
export const REDIS_KEY_PREFIX = 'coverscout:';

/** A shared-state command that cannot reach Redis fails within this, rather than holding a request. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
