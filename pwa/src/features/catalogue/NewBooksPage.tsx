import { useParams } from 'react-router-dom';
import { catalogueListTexts } from '../../lib/texts/catalogueLists';
import { FilteredProducts } from './FilteredProducts';

/** /new-books/{year}: the titles published that year (a malformed year gets the server's message). */
export function NewBooksPage() {
  const { year = '' } = useParams();
  return <FilteredProducts title={catalogueListTexts.newBooks.title(year)} filter={{ year }} emptyText={catalogueListTexts.newBooks.empty} />;
}
