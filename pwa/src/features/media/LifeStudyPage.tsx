import { LIFE_STUDY_PODCAST } from '@contract/podcasts';
import { texts } from '../../lib/texts';
import { AudioPage } from './AudioPage';

/** /life-study: the Life-study messages. */
export const LifeStudyPage = () => <AudioPage {...texts.media.lifeStudy} podcast={LIFE_STUDY_PODCAST} />;
