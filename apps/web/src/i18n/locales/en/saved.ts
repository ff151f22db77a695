/** The `saved` namespace in English (the source language; spec texts to the letter). `../dv/saved.ts` has the same keys. */
const saved = {
  button: {
    save: 'Save',
    saved: 'Saved',
  },
  tab: {
    title: 'Saved Items',
    loading: 'Loading your saved items',
    failed: 'Could not load your saved items.',
    tryAgain: 'Try Again',
    empty: 'You have no saved items.',
    emptyText: 'Save items while you browse the marketplace and they will appear here.',
    browse: 'Browse Marketplace',
    savedAgo: '{{id}} · Saved <time>{{ago}}</time>',
    unsave: 'Unsave',
    unsaveLabel: 'Unsave {{name}}',
  },
};
export default saved;
