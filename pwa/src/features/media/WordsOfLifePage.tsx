import { AUDIO_CATEGORIES } from '../../../../api/src/contract/catalogue';
import { texts } from '../../lib/texts';
import { AudioPage } from './AudioPage';

/** /words-of-life: the podcast by topic. */
export const WordsOfLifePage = () => <AudioPage {...texts.media.wordsOfLife} category={AUDIO_CATEGORIES.wordsOfLife} />;
