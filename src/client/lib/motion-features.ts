// The animation features motion needs for page transitions, loaded apart from the first screen.
import { domAnimation } from 'motion/react';

export default domAnimation;
