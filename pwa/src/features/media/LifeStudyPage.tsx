import { LIFE_STUDY_PODCAST } from '@contract/podcasts';
import { mediaTexts } from '../../lib/texts/media';
import { AudioPage } from './AudioPage';

/** /life-study: the Life-study messages. */
export const LifeStudyPage = () => <AudioPage {...mediaTexts.lifeStudy} podcast={LIFE_STUDY_PODCAST} />;
