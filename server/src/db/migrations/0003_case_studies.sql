CREATE TABLE "case_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"client_name" text NOT NULL,
	"industry" text NOT NULL,
	"revenue" integer NOT NULL,
	"challenge" text NOT NULL,
	"results" jsonb NOT NULL,
	"testimonial" text NOT NULL,
	"video_count" integer NOT NULL,
	"timeframe" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Seed: the promotional case studies /pricing shows (static marketing copy; operators edit or add rows).
INSERT INTO "case_studies" ("position", "client_name", "industry", "revenue", "challenge", "results", "testimonial", "video_count", "timeframe") VALUES
(1, 'Bean There Coffee', 'Food and drink', 18400, 'A new café with no budget for video ads and an empty weekday morning.', '[{"metric":"Foot traffic","value":"+38%","improvement":"in 6 weeks"},{"metric":"Cost per ad","value":"$1.20","improvement":"down from $450"}]', 'We posted a new ad every morning for a month. The weekday queue is back.', 24, '6 weeks'),
(2, 'Stride Athletics', 'Retail', 42600, 'Product drops needed a dozen ad variants each, and the agency needed two weeks.', '[{"metric":"Variants per drop","value":"12","improvement":"up from 2"},{"metric":"Return on ad spend","value":"4.1x","improvement":"up from 1.8x"}]', 'We test twelve hooks per drop now and keep the two that win.', 96, '3 months'),
(3, 'Lumen Dental', 'Healthcare', 27300, 'Patients did not know the clinic offered same-day whitening.', '[{"metric":"Bookings","value":"+52%","improvement":"in 2 months"},{"metric":"Production time","value":"1 hour","improvement":"per week"}]', 'Short, friendly explainers did more than a year of flyers.', 18, '2 months'),
(4, 'Harbor Realty', 'Real estate', 61000, 'Listings sat for weeks with photos nobody watched.', '[{"metric":"Days on market","value":"-31%","improvement":"average"},{"metric":"Listing views","value":"3.4x","improvement":"per property"}]', 'Every listing gets a cinematic tour the day it goes live.', 140, '4 months'),
(5, 'Pawsome Treats', 'E-commerce', 15800, 'A small pet brand competing with big budgets on social feeds.', '[{"metric":"Click-through rate","value":"2.9%","improvement":"up from 0.8%"},{"metric":"Monthly sales","value":"+64%","improvement":"in 90 days"}]', 'The Pixar style made our dog biscuits the most shared thing in our niche.', 45, '90 days'),
(6, 'Nova Fitness Studio', 'Fitness', 23900, 'Class sign-ups dropped after the new year rush.', '[{"metric":"Trial sign-ups","value":"+71%","improvement":"in 5 weeks"},{"metric":"Ads per week","value":"7","improvement":"up from 1"}]', 'One ad a day kept the studio full through spring.', 35, '5 weeks'),
(7, 'Verde Landscaping', 'Home services', 12500, 'Seasonal work meant quiet winters and no marketing team.', '[{"metric":"Winter bookings","value":"+40%","improvement":"year on year"},{"metric":"Quotes requested","value":"2.2x","improvement":"per month"}]', 'Before-and-after videos sell our spring slots in January.', 16, '3 months');
