/** The `marketplace` namespace in English (the source language; spec texts to the letter). `../dv/marketplace.ts` has the same keys. */
const marketplace = {
  browse: {
    title: 'Browse {{product}} Items',
    resultsFor: 'Results for <term>“{{query}}”</term>',
    noItemsFor: 'No items found for "{{query}}"',
    showing: 'Showing {{shown}} of {{total}} items',
    totalCapped: '{{count}}+',
    sortBy: 'Sort by',
    tryAgain: 'Try Again',
    filters: 'Filters',
    filtersActive: 'Filters, {{active}} active',
    results: 'Results',
  },
  sort: {
    newest: 'Newest',
    price_asc: 'Lowest price',
    price_desc: 'Highest price',
    relevance: 'Relevance',
  },
  drawer: {
    title: 'Filters',
    description: 'Choose filters, then apply them to the results.',
  },
  filters: {
    categories: 'Categories',
    tryAgain: 'Try again',
    noCategories: 'No categories match this search.',
    price: 'Price',
    singlePrice: 'Every match costs {{price}}.',
    minimumPrice: 'Minimum price',
    maximumPrice: 'Maximum price',
    location: 'Location',
    allLocations: 'All locations',
    island: 'Island {{id}}',
    condition: 'Condition',
    any: 'Any',
    notApplied: 'Changes not applied yet.',
    reset: 'Reset',
    apply: 'Apply Filters',
  },
  pager: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
  card: {
    location: 'Location',
    category: 'Category',
    posted: 'Posted',
  },
};
export default marketplace;
