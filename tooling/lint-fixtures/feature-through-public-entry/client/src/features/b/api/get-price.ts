export const getPrice = () => 900;
