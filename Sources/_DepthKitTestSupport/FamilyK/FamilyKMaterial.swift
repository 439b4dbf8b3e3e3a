import Foundation

/// How a surface returns the rear sensor's laser pulse and looks in the colour image.
enum FamilyKMaterial: String, Sendable {
    /// Lambertian: paint, paper, fabric, wood, ground.
    case matte
    /// Dark and absorbing: black plastic, dark fabric, asphalt in shade, hair.
    case dark
    /// Varnished, lacquered or wet: a weak diffuse part and a strong lobe near normal incidence.
    case glossy
    /// Window or picture glass: mostly transmitted, a weak reflection.
    case glass
    /// A switched-on display: a dark glass front over a bright picture.
    case screen

    /// The share of the albedo returned diffusely.
    var diffuse: Double {
        switch self {
        case .matte: 1
        case .dark: 0.15
        case .glossy: 0.45
        case .glass: 0.04
        case .screen: 0.12
        }
    }

    /// The strength of the specular lobe (cos⁴⁰ of the incidence angle).
    var specular: Double {
        switch self {
        case .matte, .dark: 0
        case .glossy: 2.5
        case .glass: 1.2
        case .screen: 3
        }
    }

    /// The share of the pulse a return from this surface sends back toward the sensor at `cosine` incidence.
    func returned(albedo: Double, cosine: Double) -> Double {
        let c = max(cosine, 0)
        return albedo * diffuse * c + specular * pow(c, 40)
    }
}
