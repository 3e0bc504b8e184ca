import { normalize } from './text';

/**
 * The verticals Charlie has knowledge of, and the words that give a question away as being
 * about one of them. Strong cues name the vertical outright ("renters insurance", "HO-3",
 * "beneficiary"); weak ones lean toward it ("bike", "employer", "home").
 */

const KNOWLEDGE_VERTICALS = [
  'auto',
  'homeowners',
  'renters',
  'life',
  'health',
  'pet',
  'motorcycle',
  'business',
] as const;
export type KnowledgeVertical = (typeof KNOWLEDGE_VERTICALS)[number];

export const isKnowledgeVertical = (value: string): value is KnowledgeVertical =>
  (KNOWLEDGE_VERTICALS as readonly string[]).includes(value);

const words = (list: string) =>
  new RegExp(
    `\\b(?:${list
      .trim()
      .split(/\s*\|\s*/)
      .join('|')})\\b`,
    'g',
  );

const CUES: Record<KnowledgeVertical, { strong: RegExp; weak: RegExp }> = {
  auto: {
    strong:
      words(`car insurance|auto insurance|car insurer|auto insurer|car policy|auto policy|car|cars|automobile|vehicle|vehicles|truck|suv|sedan|minivan|driver|drivers
      |driving|drive|drove|speeding|sr22|sr 22|fr44|fr 44|collision|personal injury protection|pip|motorist|motorists
      |dealer|dealership|windshield|rideshare|uber|lyft|pothole|fender|rear ended|rear end|dmv|teen driver|learners permit
      |full coverage|liability only|gap insurance|totaled|totalled|carfax|transmission|odometer|traffic|um|uim|umpd`),
    weak: words(`license|ticket|tickets|dui|dwi|parked|parking|tire|tires|rim|rims|mileage|mechanic|red light|lease|leased
      |registration|accident|accidents|crash|crashed|wreck|hit and run|comprehensive|uninsured|underinsured|towing|roadside`),
  },
  homeowners: {
    strong:
      words(`homeowners|homeowner|home insurance|home insurer|home policy|house insurance|house|ho3|ho 3|ho-[1235678]|ho5|ho 5|ho1|ho2|ho8|ho6|ho 6|dwelling
      |roof|roofs|shingles|mortgage|escrow|basement|foundation|attic|chimney|trampoline|sewer|sump pump|frozen pipes
      |termites|sinkhole|wildfire|fair plan|condo|hoa|townhouse|townhome|home warranty|detached garage|fence|shed
      |vacant|vacancy|hurricane deductible|wind hail|windstorm|(?<!commercial )umbrella policy|personal umbrella|nfip|floodsmart
      |flood zone`),
    weak: words(`home|homes|garage|tree|trees|yard|pool|hurricane|hail|mold|burst pipe|pipes|airbnb|jewelry|ring
      |neighbor|neighbors|dog bite|(?<!commercial )umbrella|flood|earthquake|storm|fire|kitchen`),
  },
  renters: {
    strong:
      words(`renters|renter|renters insurance|renters policy|renters insurer|apartment|landlord|landlords|tenant|tenants|dorm|dorms|roommate
      |roommates|ho4|ho-4|ho 4|sublet|sublease|security deposit`),
    weak: words(`rent|renting|lease|leasing|college|move out|moving out|laptop|xbox|tv|bicycle`),
  },
  life: {
    strong:
      words(`life insurance|life policy|life insurer|termlife|term life|whole life|wholelife|universal life|iul
      |beneficiary|beneficiaries|death benefit|(?<!actual )cash value|final expense|burial|funeral|death certificate|accelerated death
      |contestability|contestable|suicide clause|(?:10|15|20|25|30|35|40)[ -]?(?:year|yr)s? term|ladder|laddering|sgli|vgli|term policy|insurable interest
      |life coverage|mortgage protection`),
    weak: words(`died|passed away|death|dies|term|permanent|estate|widow|widowed|payout|heirs|inheritance|twins|stay at home
      |smoker|smoking|vaping|nicotine|tobacco`),
  },
  health: {
    strong:
      words(`health insurance|health plan|health coverage|healthcare|health care|marketplace|obamacare|aca|hmo|ppo|epo
      |hdhp|hsa|fsa|hra|cobra|medicare|medicaid|chip|copay|copays|coinsurance|out of pocket|outofpocket|prescription
      |prescriptions|bronze|silver|gold|platinum|subsidy|subsidies|premium tax credit|open enrollment|special enrollment
      |medigap|part a|part b|part d|emergency room|urgent care|doctor|doctors|hospital|er|dental|dentist|vision
      |maternity|pregnancy|pregnant|surprise bill|surprise billing|no surprises|in network|out of network|referral
      |specialist|diabetes|preexisting|pre existing|therapist|therapy|ambulance|clinic`),
    weak: words(
      `health|medical|network|deductible|deductibles|employer|job|surgery|drug|drugs|turning 65|65|26`,
    ),
  },
  pet: {
    strong:
      words(`pet|pets|pet insurance|dog|dogs|puppy|puppies|cat|cats|kitten|kittens|veterinarian|veterinary|vet|vets
      |labrador|golden retriever|bulldog|rabbit|parrot|bird|birds|reptile|exotic pet|exotic pets|feline|canine|spay
      |neuter|breed|breeds|wellness plan`),
    weak: words(`lab|animal|animals|horse|accident only|reimbursement rate|annual limit`),
  },
  motorcycle: {
    strong:
      words(`motorcycle|motorcycles|motorbike|motorbikes|harley|scooter|scooters|moped|mopeds|atv|atvs|utv
      |dirt bike|sport bike|sportbike|trike|spyder|slingshot|lane splitting|lane filtering|msf|sidecar|chopper
      |goldwing|ducati|kawasaki|motorcycle insurance|riding gear|safety apparel|ninja|cbr|gsxr|r6|zx6r|sportster
      |softail|street glide|road glide|vulcan|grom`),
    weak: words(`bike|bikes|riding|ride|helmet|49cc|50cc|cc|cruiser|biker`),
  },
  business: {
    strong: words(`business|businesses|small business|llc|startup|payroll|contractor|contractors|subcontractor
      |subcontractors|freelance|freelancer|freelancers|consultant|consulting|bop|coi|eo|errors and omissions
      |professional liability|general liability|generalliability|epli|workers comp|workerscomp|workers compensation
      |commercial|commercial umbrella|commercialauto|cyber|data breach|restaurant|bakery|surety|bonded|liquor|product liability|dno
      |certificate of insurance|business owners policy|businessincome|employees|my company|our company
      |dog walker|dog walking|pet sitter|pet sitting|handyman|plumber|electrician|landscaper|my clients`),
    weak: words(`employee|staff|client|clients|customer|customers|store|shop|retail|cafe|office|inventory|lawn care
      |cleaning|handyman|bond|bonds|vendor|contract|lawsuit|sued|hacked|ransomware|online store|etsy|cakes`),
  },
};

const STRONG = 2;
const WEAK = 1;

/** Each vertical the text leans toward, strongest first, with how strongly. */
export function verticalScores(text: string): { vertical: KnowledgeVertical; score: number }[] {
  const normalized = normalize(text);
  const scores: { vertical: KnowledgeVertical; score: number }[] = [];
  for (const vertical of KNOWLEDGE_VERTICALS) {
    const { strong, weak } = CUES[vertical];
    const score =
      (normalized.match(strong)?.length ?? 0) * STRONG + (normalized.match(weak)?.length ?? 0) * WEAK;
    if (score > 0) scores.push({ vertical, score });
  }
  return scores.sort((a, b) => b.score - a.score);
}

const NAMED = new RegExp(
  `\\b(car|auto|vehicle|home|homeowners?|house|condo|renters?|life|term life|whole life|health|medical|dental|pet|dog|cat|motorcycle|moto|bike|scooter|business|commercial|liability)(?: insurance| policy| coverage| plan| insurer)\\b`,
  'g',
);

/**
 * The vertical a text names as a product ("my car insurance", "a renters policy"), as opposed
 * to one it only mentions in passing ("stolen out of my car").
 */
export function namedVertical(text: string): KnowledgeVertical | null {
  const named = normalize(text).match(NAMED);
  if (!named) return null;
  return leadingVertical(named.join(' '));
}

/** A single weak cue ("bike", "employer") is not enough to call a vertical. */
const DECISIVE = 2;

/** The vertical a text is about, when one leads clearly enough; null when none does. */
export function leadingVertical(text: string): KnowledgeVertical | null {
  const [first, second] = verticalScores(text);
  if (!first || first.score < DECISIVE) return null;
  if (second && second.score === first.score) {
    // A pet's illness is told in the words of human medicine ("my cat has diabetes"); people's
    // health and life questions do not name a cat.
    const pet = first.vertical === 'pet' || second.vertical === 'pet';
    const medical = ['health', 'life'].includes(first.vertical === 'pet' ? second.vertical : first.vertical);
    return pet && medical ? 'pet' : null;
  }
  return first.vertical;
}
