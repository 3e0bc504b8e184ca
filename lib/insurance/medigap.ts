/**
 * Massachusetts, Minnesota and Wisconsin standardize Medigap their own way: no lettered plans
 * (G, N…) are sold there, so their pages explain their own plans instead.
 */
export const OWN_MEDIGAP_SYSTEMS: Readonly<Partial<Record<string, string>>> = {
  MA: 'Massachusetts does not sell lettered Medigap plans. It has two of its own: the Core Plan, which covers the basic benefits, and Supplement 1A, which adds more, such as the Part A hospital deductible.',
  MN: 'Minnesota does not sell lettered Medigap plans. Its Basic Plan covers the core benefits and its Extended Basic Plan adds most of the rest; insurers may also offer optional riders.',
  WI: 'Wisconsin does not sell lettered Medigap plans. Its Basic Plan covers the core benefits and insurers may add optional riders, while 50% and 25% cost-sharing plans trade a lower premium for a share of the costs.',
};
