import { audioKind, bannerKind, videoKind } from './kinds';
import { MediaEditPage, MediaListPage } from './MediaScreens';

// The staff's audio, video and banner screens (admin spec 2.2): one scaffold, three kinds.
export const AudioListPage = () => <MediaListPage kind={audioKind} />;
export const AudioEditPage = () => <MediaEditPage kind={audioKind} />;
export const VideoListPage = () => <MediaListPage kind={videoKind} />;
export const VideoEditPage = () => <MediaEditPage kind={videoKind} />;
export const BannerListPage = () => <MediaListPage kind={bannerKind} />;
export const BannerEditPage = () => <MediaEditPage kind={bannerKind} />;
