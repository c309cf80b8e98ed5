let nextIp = 1;

/** A client address of its own per signed-in client, so sign-in rate limits never meet. */
export const freshIp = () => `10.8.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
