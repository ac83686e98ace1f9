// The feedback feature's public surface: other features and the shell import only from here.
export { useUnseenFeedbackCount } from './api/unseen-replies';
