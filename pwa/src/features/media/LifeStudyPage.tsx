import { AUDIO_CATEGORIES } from '../../../../api/src/contract/catalogue';
import { texts } from '../../lib/texts';
import { AudioPage } from './AudioPage';

/** /life-study: the Life-study messages. */
export const LifeStudyPage = () => <AudioPage {...texts.media.lifeStudy} category={AUDIO_CATEGORIES.lifeStudy} />;
