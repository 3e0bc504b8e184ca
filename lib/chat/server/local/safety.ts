import 'server-only';
/**
 * Requests Charlie declines whatever else they ask: help with insurance fraud, someone else's
 * personal data, medical or veterinary advice (doses above all), legal advice on a person's own
 * case, and promises of a price or an outcome. Each is recognised by what is being asked for,
 * not by topic: "how do I file a claim with his insurance?" is a fair question, "give me his
 * policy number" is not.
 */

export type SafetyConcern =
  'crisis' | 'emergency' | 'fraud' | 'privacy' | 'medical' | 'veterinary' | 'legal' | 'guarantee';

/**
 * Someone in danger now comes before everything else. A symptom counts only as happening now
 * ("chest pain since this morning"), so "does my plan cover stroke rehab?" is still a question;
 * thoughts of suicide count however they are put, the suicide clause in a policy does not.
 */
const SYMPTOM =
  /\b(chest (?:pain|pressure|tightness)|can'?t breathe|cannot breathe|trouble breathing|hard to breathe|short(?:ness)? of breath|slurred speech|face (?:is )?drooping|numb|passed out|not breathing|bleeding (?:heavily|a lot)|won'?t stop bleeding|seizure)\b/i;
const HAPPENING_NOW =
  /\b(having|since|right now|started|just now|this morning|tonight|i have|i'?ve got|feel|feeling|is numb|went numb|keeps|can'?t stop)\b/i;
const CRISIS =
  /\b(?:want to|going to|gonna|thinking (?:about|of)|plan to)\s+(?:kill myself|end (?:my life|it all)|commit suicide)\b|\bi'?m suicidal\b|\bim suicidal\b|\bif i (?:kill myself|commit suicide|take my (?:own )?life)\b/i;

const FRAUD = [
  /\b(stage|staging|staged|fake|faking|fabricate|invent)\b.{0,40}\b(accident|crash|collision|claim|theft|break[\s-]?in|injur\w*|fire|loss|damage|fender[\s-]?bender|wreck|dent)\b/i,
  /\b(commit|committing)\b.{0,20}\bfraud\b|\bdefraud\b|\binsurance fraud\b.{0,30}\b(how|way|without|get away)\b/i,
  /\b(should|can|could|how (?:do|can|to)|help me|is it ok(?:ay)? to|would it be ok(?:ay)? to)\b.{0,20}\b(lie|fib|not tell|leave out|omit)\b.{0,40}\b(insurer|insurance|adjuster|claim|agent|application|underwriter)\b/i,
  /\b(make|making) it (not )?(look|seem|appear)\b|\bnot (look|seem) (sus|suspicious|fishy|shady)\b/i,
  // Naming someone else as the driver: "can I just tell my insurance I was the one driving?"
  /\b(say|tell|claim|pretend|act like)\b(?:(?!\bif\b).){0,30}\b(i was|it was me|he was|she was|my \w+ was)\b.{0,15}\b(the one )?(driving|behind the wheel|the driver)\b/i,
  // Garaging fraud: a policy rated at an address where the car does not live.
  /\b(use|list|put|give)\w*\b.{0,20}\b(their|my parents'?|my (?:mom|dad|friend|grandma|grandparents|relative|cousin)'?s?|someone else'?s|a (?:different|fake|cheaper))\b.{0,15}\b(address|zip(?: ?code)?)\b/i,
  /\bword\b.{0,20}\bclaim\b.{0,40}\b(look|seem|appear|sound)\w*\b/i,
  /\b(backdate|back[\s-]date|predate|pre[\s-]date)\b/i,
  /\b(happened|occurred)\b.{0,20}\b(after|before)\b.{0,40}\b(start|started|began|effective|bought|purchased)\b.{0,40}\b(look|seem|appear|say|claim|pretend)\w*\b/i,
  /\b(look|seem|appear|pretend|say|claim)\w*\b.{0,40}\b(happened|occurred)\b.{0,20}\b(after|before)\b/i,
  /\b(so|and|to make|then)\b.{0,25}\b(insurance|insurer|they)\b.{0,15}\b(pays?|covers?)\b.{0,25}\b(old|previous|prior|earlier|existing)\b.{0,15}\b(dents?|damage|scratches|dings)\b/i,
  /\b(throw|add|sneak|slip|include|lump)\w*\b.{0,20}\b(in|on)?\b.{0,20}\b(old|previous|prior|earlier|existing|other)\b.{0,15}\b(dents?|damage|scratches|dings|injur\w*)\b/i,
  /\b(pad|padding|inflate|inflating|exaggerate|exaggerating|bump up)\b.{0,25}\b(claim|damage|estimate|losses|injur\w*|bill)\b/i,
  /\b(get away with|not get caught|without (them|my insurer|the insurer|the insurance company) (knowing|finding out))\b/i,
  /\b(doesn'?t|dont|don'?t|won'?t|wont|never|not)\s+(find out|catch on|notice|figure (it )?out|realize)\b/i,
  /\b(report|reporting|claim|claiming|say|saying)\b.{0,40}\b(as )?(stolen|lost|broken)\b.{0,60}\b(so i can|to get|for free|upgrade|a new one|payout|cash)\b/i,
  /\b(can|should|could) i (just )?(say|tell them|claim|pretend|list)\b.{0,60}\b(only|occasionally|rarely|never|doesn'?t|isn'?t|lives? (somewhere|elsewhere)|garaged|different address)\b/i,
  /\b(use|list|put)\b.{0,30}\b(someone else'?s|my (parents?'?|mom'?s|dad'?s|friend'?s)) address\b.{0,40}\b(cheaper|lower|save|less)\b/i,
  // "Fronting": the policy in one person's name for a driver or rider who is really someone else.
  /\bon paper\b|\b(put|register|title|insure)\w*\b.{0,30}\bin (my|his|her|their) (\w+'?s? )?name\b.{0,80}\b(cheaper|save|lower|less|main (driver|rider)|primary (driver|rider))\b/i,
  /\b(set|setting)\b.{0,15}\b(car|house|home|truck|boat)\b.{0,10}\bon fire\b|\bburn\w*\b.{0,15}\b(my|the)\b.{0,10}\b(car|house|home|truck|boat)\b.{0,30}\b(insurance|claim|payout|money)\b/i,
  /\b(on purpose|intentionally|deliberately)\b.{0,40}\b(claim|insurance|payout|totaled|total it)\b|\b(claim|insurance|payout)\b.{0,40}\b(on purpose|intentionally|deliberately)\b/i,
  /\b(report|say|claim|tell)\w*\b.{0,30}\b(stolen|theft)\b.{0,40}\b(but|when|though)\b.{0,30}\b(it (isn'?t|wasn'?t)|not really|actually|sold|hid)\b/i,
  /\b(hide|hiding|conceal)\b.{0,40}\b(from|to)\b.{0,15}\b(my |the )?(insurer|insurance|adjuster|underwriter)\b/i,
  // A plan to leave something out or misstate it, asking whether the insurer would notice:
  // "if I don't list him, how would they find out?", "if I put 5,000 miles it's cheaper, they never check".
  /\bif i (?:just )?(?:don'?t|do not|dont|never|didn'?t) (?:list|disclose|add|mention|include)\b.{0,100}\b(find out|know|check|notice|catch|tell)\b/i,
  /\bif i (?:just )?(?:put|say|write|claim|list|enter|tell them|use)\b.{0,60}\b(cheaper|lower|less|save)\b.{0,80}\b(check|find out|know|notice|verify|fine|catch)\b/i,
  // Symptoms to claim that the visitor does not have.
  /\b(say|tell|claim|pretend|act like|fake)\w*\b.{0,30}\b(hurts?|injur\w*|pain|whiplash|symptoms?)\b.{0,50}\b(settlement|payout|more money|bigger|larger|claim)\b/i,
  /\bwhat (?:symptoms|injuries) should (?:i|we) (?:say|tell|claim|mention|report|fake)\b/i,
  // "Report it stolen and dump it in the lake": a theft that is really the owner getting rid of it.
  /\b(report|say|claim|tell)\w*\b.{0,25}\bstolen\b.{0,50}\b(dump|ditch|hide|sink|torch|burn|abandon|get rid of|push)\w*\b|\b(dump|ditch|sink|torch|abandon|get rid of)\w*\b.{0,50}\b(report|say|claim)\w*\b.{0,25}\bstolen\b/i,
];

/** Asking for someone's records: a data field, asked of Charlie, about another person. */
const PERSONAL_DATA =
  /(\bpolicy (?:numbers?\b|#|no\.?)|\bhome address|address|phone numbers?|social security|ssn|date of birth|birth ?date|dob|email|account numbers?|claims? history|driving record|medical records?|personal (?:info|information|details|data)|(?:her|his|their) insurer)\b/i;
const ASKING_US =
  /\b(give|tell|send|show|find|get|pull|look ?up|lookup|share|check|access|reveal|provide|search)\b(?:\s+me)?|\bwhat(?:'s| is)\b/i;
const SOMEONE_ELSE =
  /\b(his|her|their|him|them|someone(?: else)?'?s?|somebody'?s?|another person'?s?|other (?:driver|person|party)'?s?|my (?:ex|neighbou?r|boss|landlord|tenant|roommate|coworker|co-worker|friend|brother|sister|husband|wife|spouse|partner|mom|dad|mother|father)'?s?|ex-?(?:husband|wife|boyfriend|girlfriend|partner)'?s?)\b|\b[A-Z][a-z]+ [A-Z][a-z]+\b.{0,20}\((?:born|dob|b\.)/;
const WHO_INSURES =
  /\b(who|which company|what company|what insurance)\b.{0,20}\b(insures|does .{1,20} have|is .{1,20} insured with)\b.{0,30}\b(my (?:neighbou?r|ex|boss|landlord|friend)|he|she|they|[A-Z][a-z]+)\b/i;
const SITE_RECORDS =
  /\b(through|thru|on|with|from) (?:this|your|the) (?:site|website|company|platform|app)\b/i;
const LOOK_UP_SOMEONE =
  /\b(look ?up|find out|check|search|tell me)\b.{0,30}\b(if|whether|who|what|which)\b.{0,20}\b(she|he|they|my (?:neighbou?r|ex|boss|landlord))\b.{0,20}\b(has|have|is|are|uses?)\b.{0,30}\b(insurance|insured|policy|insurer)\b/i;

/** Who insures a place or a car, named by its street address or plate: a lookup of someone's records. */
const WHO_INSURES_AT =
  /\b(who|whose|which (?:company|insurer)|what (?:company|insurer|insurance))\b.{0,20}\b(?:insures?|insured|has insurance|covers?|insurer|policy)\b.{0,30}\b(\d{1,6} [a-z]+(?: [a-z]+)? (?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|ct|court|way|pl|place)\b|plates?\b.{0,12}\b[a-z0-9]*\d[a-z0-9]{3,7}\b)/i;

/** "What's my neighbor's insurance company?" asked of Charlie, nothing more. */
const WHOSE_INSURER =
  /\b(what(?:'s| is)|who(?:'s| is)|tell me|look ?up|find)\s+(my (?:neighbou?r|ex|boss|landlord|friend|coworker|roommate)'?s?|his|her|their)\s+(insurance company|insurer|insurance carrier|insurance provider)\W*$/i;

const DRUGS =
  'tylenol|motrin|advil|ibuprofen|acetaminophen|benadryl|aspirin|aleve|naproxen|medicine|medication|meds|pills?|tablets?|antibiotics?|insulin|painkillers?|cough syrup|melatonin|nyquil|hydrogen peroxide|peroxide|ipecac|xanax|gabapentin|prednisone|oxycodone';
const DOSING = new RegExp(
  `\\b(how much|how many|what dose|dosage|dose|doses|dosing|mg|milligrams?|ml|teaspoons?|units?)\\b.{0,50}\\b(${DRUGS})\\b|\\b(${DRUGS})\\b.{0,60}\\b(how much|how many|what dose|dosage|how often)\\b|\\bhow (much|many)\\b.{0,30}\\b(should|can|do) (i|we) (take|give|use)\\b|\\b(units?|mg|ml|doses?|pills?|tablets?)\\b.{0,20}\\b(should|can|do) (i|we) (take|give|use)\\b`,
  'i',
);
/** "Took 2 Benadryl an hour ago, can I take 2 more?": another dose, asked about a named medicine. */
const MORE_OF_IT =
  /\b(can|could|should|is it (?:ok|okay|safe) to)\b.{0,12}\b(take|give|double)\b.{0,20}\b(\d+|two|another|more|extra|again|a second|double)\b/i;
const NAMES_A_DRUG = new RegExp(`\\b(${DRUGS})\\b`, 'i');
const GIVE_MEDICINE =
  /\b(should|can|do)\b.{0,15}\b(i|we)\b.{0,10}\b(take|give)\b.{0,30}\b(tylenol|motrin|advil|ibuprofen|acetaminophen|benadryl|aspirin|medicine|medication|meds|pills?|antibiotics?)\b/i;
const DIAGNOSIS =
  /\b(is it|could it be|do i have|does (?:he|she|my \w+) have|am i having|what'?s wrong with)\b.{0,40}\b(cancer|infection|fractured?|concussion|covid|flu|strep|heart attack|stroke|appendicitis|allergic reaction)\b/i;
const TREATMENT =
  /\bwhat (?:should|do|can) (?:i|we) do\b.{0,40}\b(fever|pain|bleeding|rash|symptoms?|vomiting|throwing up|swelling|burn|cough|ate|swallowed)\b|\b(treat|cure|home remed\w*)\b.{0,30}\b(fever|infection|rash|pain|cough|cold|flu)\b/i;
const ANIMAL = /\b(dog|dogs|puppy|cat|cats|kitten|pet|pets|rabbit|bird|parrot|horse|vet)\b/i;

/**
 * Advice on a visitor's own case, not questions about how coverage works: "should I sue?" and
 * "will I win?" are declined; "can an employee sue me if I have workers' comp?" and "am I liable
 * if a guest slips?" are insurance questions and answered.
 */
const LEGAL = [
  /\bshould (i|we)\b.{0,15}\b(sue|take .{1,25} to court|file a lawsuit)\b/i,
  /\b(do i have a (?:case|claim against)|(?:will|would) i win|i'?ll win|my chances (?:in|of winning))\b/i,
  /\blegal advice\b|\bdemand letter\b|\b(act|be) (as )?my (lawyer|attorney)\b/i,
  /\b(should|do) i (sign|accept|take)\b.{0,30}\b(release|settlement|waiver|offer)\b/i,
];

const GUARANTEE =
  /\b(promise|guarantee|swear|certify|in writing)\b.{0,100}\b(price|cost|premium|rate|under \$|less than \$|below \$|approved?|covered|cover|pay|paid|pay out|claim|cheapest|yes or no)\b|\b(yes or no)\b.{0,80}\b(promise|guarantee)\b/i;

export function safetyConcern(text: string): SafetyConcern | null {
  if (CRISIS.test(text)) return 'crisis';
  if (SYMPTOM.test(text) && HAPPENING_NOW.test(text)) return 'emergency';
  if (FRAUD.some((pattern) => pattern.test(text))) return 'fraud';
  const asksRecords = PERSONAL_DATA.test(text) && ASKING_US.test(text) && SOMEONE_ELSE.test(text);
  const asksAboutSomeone =
    WHO_INSURES.test(text) ||
    WHO_INSURES_AT.test(text) ||
    WHOSE_INSURER.test(text) ||
    LOOK_UP_SOMEONE.test(text);
  if (asksRecords || asksAboutSomeone || (SITE_RECORDS.test(text) && SOMEONE_ELSE.test(text))) {
    return 'privacy';
  }
  if (
    DOSING.test(text) ||
    GIVE_MEDICINE.test(text) ||
    (MORE_OF_IT.test(text) && NAMES_A_DRUG.test(text)) ||
    DIAGNOSIS.test(text) ||
    TREATMENT.test(text)
  ) {
    return ANIMAL.test(text) ? 'veterinary' : 'medical';
  }
  if (LEGAL.some((pattern) => pattern.test(text))) return 'legal';
  if (GUARANTEE.test(text)) return 'guarantee';
  return null;
}
