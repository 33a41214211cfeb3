#include "vision/track/testing/tile_photo_maker.hpp"

#include <cmath>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace carc::vision::testing {
namespace {

constexpr int kPhotoW = 800, kPhotoH = 600;

double uniform(std::mt19937& rng, double a, double b) { return std::uniform_real_distribution<double>(a, b)(rng); }

cv::Mat smoothNoise(std::mt19937& rng, cv::Size size, int cells) {
    cv::Mat small(cells, cells, CV_32F);
    for (int i = 0; i < cells * cells; ++i) small.at<float>(i) = static_cast<float>(uniform(rng, -1, 1));
    cv::Mat big;
    cv::resize(small, big, size, 0, 0, cv::INTER_CUBIC);
    return big;
}

cv::Mat background(std::mt19937& rng, bool textured) {
    const cv::Vec3f base(static_cast<float>(uniform(rng, 20, 235)), static_cast<float>(uniform(rng, 20, 235)),
                         static_cast<float>(uniform(rng, 20, 235)));
    cv::Mat bg(kPhotoH, kPhotoW, CV_32FC3, cv::Scalar(base[0], base[1], base[2]));
    if (!textured) return bg;
    const int kind = std::uniform_int_distribution<int>(0, 2)(rng);
    const cv::Mat n = smoothNoise(rng, bg.size(), 12);
    for (int y = 0; y < bg.rows; ++y)
        for (int x = 0; x < bg.cols; ++x) {
            float f = 1.f;
            if (kind == 0)  // wood: wavy stripes
                f = 1.f + 0.18f * static_cast<float>(std::sin(0.09 * y + 6 * n.at<float>(y, x)));
            else if (kind == 1)  // cloth: a woven check
                f = ((x / 24 + y / 24) % 2) ? 1.15f : 0.85f;
            else  // felt in a field-like green with blotches
                f = 1.f + 0.25f * n.at<float>(y, x);
            bg.at<cv::Vec3f>(y, x) = (kind == 2 ? cv::Vec3f(60, 140, 70) : base) * f;
        }
    return bg;
}

// The square's corners seen through a camera turned by `angle` around the view axis
// and tilted by (tiltX, tiltY) radians; centred at `centre`, about `side` pixels big.
std::vector<cv::Point2f> viewedSquare(double angle, double tiltX, double tiltY, cv::Point2d centre, double side) {
    const cv::Matx33d rz(std::cos(angle), -std::sin(angle), 0, std::sin(angle), std::cos(angle), 0, 0, 0, 1);
    const cv::Matx33d rx(1, 0, 0, 0, std::cos(tiltX), -std::sin(tiltX), 0, std::sin(tiltX), std::cos(tiltX));
    const cv::Matx33d ry(std::cos(tiltY), 0, std::sin(tiltY), 0, 1, 0, -std::sin(tiltY), 0, std::cos(tiltY));
    const cv::Matx33d r = rx * ry * rz;
    const double distance = 3.0;  // in tile sides: a strong but plausible perspective
    std::vector<cv::Point2f> out;
    for (const cv::Point2d c : {cv::Point2d{-0.5, -0.5}, {0.5, -0.5}, {0.5, 0.5}, {-0.5, 0.5}}) {
        const cv::Vec3d p = r * cv::Vec3d(c.x, c.y, 0) + cv::Vec3d(0, 0, distance);
        out.emplace_back(static_cast<float>(centre.x + side * distance * p[0] / p[2]),
                         static_cast<float>(centre.y + side * distance * p[1] / p[2]));
    }
    return out;
}

// Uneven light across the photo, then a specular spot on the tile (centred at `centre`,
// `side` pixels wide).
void addGlare(cv::Mat& img, cv::Point2d centre, double side, std::mt19937& rng) {
    const double gx = uniform(rng, -0.5, 0.5) / kPhotoW, gy = uniform(rng, -0.5, 0.5) / kPhotoH;
    const cv::Point2d spot = centre + cv::Point2d(uniform(rng, -0.35, 0.35) * side, uniform(rng, -0.35, 0.35) * side);
    const double radius = uniform(rng, 0.12, 0.25) * side, strength = uniform(rng, 120, 220);
    for (int y = 0; y < img.rows; ++y)
        for (int x = 0; x < img.cols; ++x) {
            const double light = 1 + gx * (x - kPhotoW / 2) + gy * (y - kPhotoH / 2);
            const double d2 = ((x - spot.x) * (x - spot.x) + (y - spot.y) * (y - spot.y)) / (radius * radius);
            const float add = static_cast<float>(strength * std::exp(-d2));
            cv::Vec3f& p = img.at<cv::Vec3f>(y, x);
            p = p * static_cast<float>(light) + cv::Vec3f(add, add, add);
        }
}

// A Gaussian blur or, as often, a motion blur along a random direction.
void blur(cv::Mat& img, std::mt19937& rng) {
    if (std::uniform_int_distribution<int>(0, 1)(rng)) {
        cv::GaussianBlur(img, img, {0, 0}, uniform(rng, 1.5, 3.5));
    } else {  // motion blur along a random direction
        const int len = std::uniform_int_distribution<int>(7, 15)(rng);
        cv::Mat k = cv::Mat::zeros(len, len, CV_32F);
        const double a = uniform(rng, 0, CV_PI);
        cv::line(k, {len / 2 - static_cast<int>(len / 2 * std::cos(a)), len / 2 - static_cast<int>(len / 2 * std::sin(a))},
                 {len / 2 + static_cast<int>(len / 2 * std::cos(a)), len / 2 + static_cast<int>(len / 2 * std::sin(a))},
                 cv::Scalar(1));
        k /= cv::sum(k)[0];
        cv::filter2D(img, img, -1, k);
    }
}

}  // namespace

std::vector<PhotoConditions> standardConditions() {
    std::vector<PhotoConditions> out(8);
    out[0].name = "clean";
    out[1].name = "perspective", out[1].perspective = true;
    out[2].name = "blur", out[2].blur = true;
    out[3].name = "glare", out[3].glare = true;
    out[4].name = "noise", out[4].noise = true;
    out[5].name = "cast", out[5].cast = true;
    out[6].name = "background", out[6].background = true;
    out[7] = {"all", true, true, true, true, true, true};
    return out;
}

TilePhoto makeTilePhoto(const cv::Mat& referenceBgr, const PhotoConditions& c, std::mt19937& rng) {
    TilePhoto photo;
    photo.quarterTurns = std::uniform_int_distribution<int>(0, 3)(rng);
    const double wobble = c.perspective ? 30 : 10;  // degrees off the quarter turn
    const double angle = (photo.quarterTurns * 90 + uniform(rng, -wobble, wobble)) * CV_PI / 180;
    const double maxTilt = c.perspective ? 0.85 : 0.15;  // radians
    const double tiltX = uniform(rng, -maxTilt, maxTilt), tiltY = uniform(rng, -maxTilt, maxTilt) * 0.6;
    const double side = uniform(rng, 0.28, 0.45) * kPhotoH;
    const cv::Point2d centre(kPhotoW / 2 + uniform(rng, -0.15, 0.15) * kPhotoW,
                             kPhotoH / 2 + uniform(rng, -0.12, 0.12) * kPhotoH);

    // The tile with a slightly darker cut edge, as real cardboard shows it.
    cv::Mat tile;
    cv::resize(referenceBgr, tile, {256, 256}, 0, 0, cv::INTER_AREA);
    tile.convertTo(tile, CV_32FC3);
    cv::rectangle(tile, {0, 0}, {255, 255}, cv::Scalar::all(40), 3);

    const std::vector<cv::Point2f> src{{0, 0}, {256, 0}, {256, 256}, {0, 256}};
    const std::vector<cv::Point2f> dst = viewedSquare(angle, tiltX, tiltY, centre, side);
    const cv::Mat h = cv::getPerspectiveTransform(src, dst);
    cv::Mat warped, mask;
    cv::warpPerspective(tile, warped, h, {kPhotoW, kPhotoH}, cv::INTER_LINEAR);
    cv::warpPerspective(cv::Mat(256, 256, CV_32F, cv::Scalar(1)), mask, h, {kPhotoW, kPhotoH}, cv::INTER_LINEAR);

    cv::Mat img = background(rng, c.background);
    // A soft shadow to one side of the tile.
    cv::Mat shadow;
    cv::GaussianBlur(mask, shadow, {0, 0}, side * 0.04);
    const cv::Mat shift = (cv::Mat_<double>(2, 3) << 1, 0, side * 0.03, 0, 1, side * 0.03);
    cv::warpAffine(shadow, shadow, shift, shadow.size());
    for (int y = 0; y < img.rows; ++y)
        for (int x = 0; x < img.cols; ++x) {
            const float m = mask.at<float>(y, x);
            cv::Vec3f& p = img.at<cv::Vec3f>(y, x);
            p *= 1.f - 0.35f * shadow.at<float>(y, x) * (1.f - m);
            p = p * (1.f - m) + warped.at<cv::Vec3f>(y, x) * m;
        }

    if (c.glare) addGlare(img, centre, side, rng);
    if (c.cast) {
        const cv::Scalar gain(uniform(rng, 0.7, 1.3), uniform(rng, 0.75, 1.25), uniform(rng, 0.7, 1.3));
        cv::multiply(img, gain * uniform(rng, 0.65, 1.2), img);
    }
    if (c.blur) blur(img, rng);
    if (c.noise) {
        cv::Mat n(img.size(), CV_32FC3);
        cv::randn(n, 0, uniform(rng, 6, 14));
        img += n;
    }
    img.convertTo(photo.image, CV_8UC3);
    // Every photo goes through JPEG, as a camera's would; noisy ones hard.
    std::vector<uchar> jpg;
    const int quality = c.noise ? std::uniform_int_distribution<int>(35, 60)(rng) : 90;
    cv::imencode(".jpg", photo.image, jpg, {cv::IMWRITE_JPEG_QUALITY, quality});
    photo.image = cv::imdecode(jpg, cv::IMREAD_COLOR);
    return photo;
}

}  // namespace carc::vision::testing
