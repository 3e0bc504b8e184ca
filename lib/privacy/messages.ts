/** The privacy switch's texts. */
export const PRIVACY_TEXTS = {
  switchLabel: 'Do not sell or share my personal information',
  optedOut:
    'You have opted out on this browser. Analytics and the ad exchange are off, and the ad server decides without your IP address or browser details.',
  optedIn: 'You have not opted out on this browser.',
  gpc: 'Your browser sends the Global Privacy Control signal, so you are opted out automatically on this browser.',
  saved: 'Your choice is saved on this browser for a year.',
} as const;
