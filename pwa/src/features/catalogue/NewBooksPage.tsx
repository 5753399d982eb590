import { useParams } from 'react-router-dom';
import { catalogueTexts } from '../../lib/texts/catalogue';
import { FilteredProducts } from './FilteredProducts';

/** /new-books/{year}: the titles published that year (a malformed year gets the server's message). */
export function NewBooksPage() {
  const { year = '' } = useParams();
  return <FilteredProducts title={catalogueTexts.newBooks.title(year)} filter={{ year }} emptyText={catalogueTexts.newBooks.empty} />;
}
