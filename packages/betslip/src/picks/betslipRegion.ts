/** The id of the frame's betslip landmark (the layout's betslip column); skip links target it. */
export const BETSLIP_REGION_ID = 'betslip';
