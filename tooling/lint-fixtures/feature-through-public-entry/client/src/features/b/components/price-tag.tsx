export const PriceTag = ({ cents }: { cents: number }) => <span>{cents}</span>;
