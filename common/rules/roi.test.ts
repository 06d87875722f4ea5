import { annualSaving, calculateRoi, clampToSlider, monthlyRevenue, ROI_SLIDERS } from './roi';

describe('ROI calculator', () => {
  it('computes the defaults by hand: 15 videos, 2 clients, $79', () => {
    // 15 × 150 = 2250; 2 × 500 = 1000; revenue 3250; profit 3171; 3250 / 79 = 41.139… → 41.1
    expect(calculateRoi({ investment: 79, videos: 15, clients: 2 })).toEqual({
      revenue: 3250,
      profit: 3171,
      multiple: 41.1,
      annualProfit: 38052,
      breakEvenVideos: 1,
      breakEvenClients: 1,
    });
  });

  it('computes the top of every slider', () => {
    // 30 × 150 + 10 × 500 = 9500; profit 9201; 9500 / 299 = 31.77… → 31.8; 299/150 → 2; 299/500 → 1
    expect(calculateRoi({ investment: 299, videos: 30, clients: 10 })).toEqual({
      revenue: 9500,
      profit: 9201,
      multiple: 31.8,
      annualProfit: 110412,
      breakEvenVideos: 2,
      breakEvenClients: 1,
    });
  });

  it('computes the bottom of every slider', () => {
    // 5 × 150 = 750; profit 671; 750 / 79 = 9.49… → 9.5
    expect(calculateRoi({ investment: 79, videos: 5, clients: 0 })).toMatchObject({
      revenue: 750,
      profit: 671,
      multiple: 9.5,
      annualProfit: 8052,
    });
  });

  it('rounds break-even up, also on exact multiples', () => {
    expect(calculateRoi({ investment: 150, videos: 5, clients: 0 }).breakEvenVideos).toBe(1);
    expect(calculateRoi({ investment: 151, videos: 5, clients: 0 }).breakEvenVideos).toBe(2);
    expect(calculateRoi({ investment: 179, videos: 5, clients: 0 })).toMatchObject({ breakEvenVideos: 2, breakEvenClients: 1 });
  });

  it('revenue is videos × 150 + clients × 500', () => {
    expect(monthlyRevenue({ videos: 7, clients: 3 })).toBe(2550);
  });

  it('slider ranges and defaults follow the spec', () => {
    expect(ROI_SLIDERS.investment).toEqual({ min: 79, max: 299, step: 1, default: 79 });
    expect(ROI_SLIDERS.videos).toMatchObject({ min: 5, max: 30, default: 15 });
    expect(ROI_SLIDERS.clients).toMatchObject({ min: 0, max: 10, default: 2 });
    expect(clampToSlider(400, ROI_SLIDERS.investment)).toBe(299);
    expect(clampToSlider(Number.NaN, ROI_SLIDERS.videos)).toBe(15);
    expect(clampToSlider(-3, ROI_SLIDERS.clients)).toBe(0);
  });
});

describe('annual saving shown by the billing toggle', () => {
  it.each([
    [79, 63, 192],
    [179, 143, 432],
    [299, 239, 720],
  ])('$%i monthly vs $%i annual saves $%i a year', (monthly, annual, saving) => {
    expect(annualSaving(monthly, annual)).toBe(saving);
  });
});
