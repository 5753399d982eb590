import { WORDS_OF_LIFE_PODCAST } from '@contract/podcasts';
import { texts } from '../../lib/texts';
import { AudioPage } from './AudioPage';

/** /words-of-life: the podcast by topic. */
export const WordsOfLifePage = () => <AudioPage {...texts.media.wordsOfLife} podcast={WORDS_OF_LIFE_PODCAST} />;
