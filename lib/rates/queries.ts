/**
 * The one query this site runs through `POST /rds-files/run`: each auto insurer's score out of
 * 5, from its price, claims and service ratings (weighted 40/30/30). A constant, never built
 * from a visitor's input.
 */
export const BEST_AUTO_INSURER_SCORE_QUERY =
  'SELECT company, ROUND(0.4 * price + 0.3 * claims + 0.3 * service, 1) AS score FROM auto_insurer_reviews ORDER BY score DESC';

export const SCORE_WEIGHTS = { price: 0.4, claims: 0.3, service: 0.3 } as const;
