// The props of a card for the tests: the same colours and texts apart from the title.
import type { SocialCardProps } from './card.ts';

export const cardProps = (title: string): SocialCardProps => ({
  title,
  description: 'What the page says, in one sentence.',
  siteTitle: 'Docs',
  colors: { background: '#ffffff', accent: '#3b4fd8', text: '#1c1e21', muted: '#4b5563' },
});
