import { useParams } from 'react-router-dom';
import { texts } from '../../lib/texts';
import { FilteredProducts } from './FilteredProducts';

/** /new-books/{year}: the titles published that year (a malformed year gets the server's message). */
export function NewBooksPage() {
  const { year = '' } = useParams();
  return <FilteredProducts title={texts.catalogue.newBooks.title(year)} filter={{ year }} emptyText={texts.catalogue.newBooks.empty} />;
}
