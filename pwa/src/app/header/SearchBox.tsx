import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { SEARCH_FORM_FIELD, SEARCH_FORM_PATH, searchPath } from '@contract/catalogue';
import { layoutTexts } from '../../lib/texts/layout';
import fields from '../../lib/ui/PlainFields.module.css';
import { useEarlyInput } from '../../lib/useEarlyInput';
import classes from './SearchBox.module.css';

/** Searches the catalogue: non-blank text goes to /search/{text}, blank text back home (spec 5). */
export function SearchBox() {
  const { keyword } = useParams();
  const [text, setText] = useState(keyword ?? '');
  const navigate = useNavigate();
  const input = useEarlyInput<HTMLInputElement>(text, setText);

  // Follow the address: a search result shows its keyword, any other page an empty box.
  const shownKeyword = useRef(keyword);
  useEffect(() => {
    if (shownKeyword.current === keyword) return;
    shownKeyword.current = keyword;
    setText(keyword ?? '');
  }, [keyword]);

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(searchPath(text));
  }

  return (
    // action and name: sent before the app has started, the server turns the form into the same address.
    <form role="search" action={SEARCH_FORM_PATH} onSubmit={submit} style={{ flex: 1, maxWidth: 520 }}>
      <div className={classes.box}>
        <input
          ref={input}
          className={`${fields.field} ${classes.input}`}
          name={SEARCH_FORM_FIELD}
          type="search"
          aria-label={layoutTexts.search.label}
          placeholder={layoutTexts.search.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <ActionIcon className={classes.submit} type="submit" size={36} radius="xl" aria-label={layoutTexts.search.submit}>
          <IconSearch size={18} aria-hidden="true" />
        </ActionIcon>
      </div>
    </form>
  );
}
