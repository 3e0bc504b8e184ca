interface CostIndex {
  index: number;
  housing: number;
  groceries: number;
  transportation: number;
  healthcare: number;
  utilities: number;
}

/** The salary that buys the same living in the destination, and how each cost compares (0.12 is 12% more). */
export function compareCostOfLiving(salary: number, from: CostIndex, to: CostIndex) {
  const change = (key: keyof CostIndex) => (from[key] > 0 ? to[key] / from[key] - 1 : 0);
  return {
    equivalentSalary: from.index > 0 ? Math.round((salary * to.index) / from.index) : 0,
    overall: change('index'),
    categories: (['housing', 'groceries', 'transportation', 'healthcare', 'utilities'] as const).map(
      (key) => ({
        key,
        change: change(key),
      }),
    ),
  };
}
