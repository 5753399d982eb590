import { WORDS_OF_LIFE_PODCAST } from '@contract/podcasts';
import { mediaTexts } from '../../lib/texts/media';
import { AudioPage } from './AudioPage';

/** /words-of-life: the podcast by topic. */
export const WordsOfLifePage = () => <AudioPage {...mediaTexts.wordsOfLife} podcast={WORDS_OF_LIFE_PODCAST} />;
