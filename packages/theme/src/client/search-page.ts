// The /search page's results are drawn by code fetched only on that page.
export async function setupSearchPage() {
  if (!document.querySelector('[data-search-results]')) return;
  const { runSearchPage } = await import('./search-results-page.ts');
  runSearchPage();
}
