export const makePoster = () => 'poster.jpg';
