// About the height of the streaks and mood cards once their data is drawn, measured with a few days of
// use on a phone and wider. Their placeholders, and the cards themselves while their data is on its
// way, keep this height, so the cards below stay where they are when it arrives: one placeholder height
// for both, and cards that grew when their data came, were a layout shift of about 0.05 on a phone.
export const STREAKS_CARD_HEIGHT = 'h-[28rem] sm:h-[17rem]';
export const STREAKS_CARD_MIN_HEIGHT = 'min-h-[28rem] sm:min-h-[17rem]';
export const MOOD_CARD_HEIGHT = 'h-96 sm:h-[23.5rem]';
export const MOOD_CARD_MIN_HEIGHT = 'min-h-96 sm:min-h-[23.5rem]';
